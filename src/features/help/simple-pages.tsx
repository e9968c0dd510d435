import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { PageTitle } from '@/components';

export function GuidePage() {
  const { page } = useParams();
  return (
    <>
      <PageTitle>User Guide</PageTitle>
      <Text c="dimmed">Guide page: {page}</Text>
    </>
  );
}

export function FaqPage() {
  return <PageTitle>Frequently Asked Questions</PageTitle>;
}

export function LegalPage() {
  return <PageTitle>Legal</PageTitle>;
}

export function ContactPage() {
  return <PageTitle>Contact</PageTitle>;
}
