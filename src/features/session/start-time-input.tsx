import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { SOURCE_LOCALE } from '@/config/locales';
import { useLocale } from '@/lib/i18n/use-locale';

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** "9:05" → "09:05"; undefined for anything else. */
const normalTime = (text: string) => {
  const match = TIME.exec(text.trim());
  return match ? `${match[1]?.padStart(2, '0')}:${match[2]}` : undefined;
};

export interface StartTimeInputProps {
  /** "20:30", or '' when none. */
  value: string;
  /** A whole "HH:MM" the player entered. */
  onTime: (time: string) => void;
  disabled: boolean;
  label: string;
  className?: string;
}

/**
 * The session's start time in the page's language (issue 60). Chrome writes its own time field in
 * the browser's language ("01:01 PM" on a German page in an English browser), so only English
 * pages use it (English times follow the player's clock convention, `formatInstant` 'clock');
 * German, French and Spanish pages get a text field of 24-hour "13:01", as they write times.
 * What the player types stays while it is not yet a time; a whole time is passed on.
 */
export function StartTimeInput({ value, onTime, disabled, label, className }: StartTimeInputProps) {
  const english = useLocale() === SOURCE_LOCALE;
  const [draft, setDraft] = useState<string | undefined>(undefined);
  if (english)
    return (
      <TextInput
        type="time"
        aria-label={label}
        className={className}
        disabled={disabled}
        value={value}
        onChange={(event) => onTime(event.currentTarget.value)}
      />
    );
  return (
    <TextInput
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="hh:mm"
      maxLength={5}
      aria-label={label}
      className={className}
      disabled={disabled}
      value={draft ?? value}
      onChange={(event) => {
        const text = event.currentTarget.value;
        const time = normalTime(text);
        setDraft(time === undefined ? text : undefined);
        if (time !== undefined) onTime(time);
      }}
      onBlur={() => setDraft(undefined)}
    />
  );
}
