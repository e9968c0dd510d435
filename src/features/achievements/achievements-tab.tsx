import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { otherAchievementIndex } from '@/data/catalog-index';

export function AchievementsTab() {
  return (
    <>
      <Title order={2} mb="md">
        Achievements
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
        {otherAchievementIndex.map((achievement) => (
          <Card
            key={achievement.key}
            component={Link}
            to={paths.achievement.href(achievement.key)}
            withBorder
          >
            <Text fw={700}>{achievement.name}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
