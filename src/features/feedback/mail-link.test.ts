import { describe, expect, it } from 'vitest';
import { feedbackMailBody, feedbackMailto, mailtoLink } from './mail-link';

describe('mailtoLink', () => {
  it.each([
    ['a@b.example', undefined, undefined, 'mailto:a@b.example'],
    ['a@b.example', 'Hi', undefined, 'mailto:a@b.example?subject=Hi'],
    ['a@b.example', undefined, 'x', 'mailto:a@b.example?body=x'],
    [
      'a@b.example',
      'Fish & bait?',
      'line 1\nline 2 = 100%',
      'mailto:a@b.example?subject=Fish%20%26%20bait%3F&body=line%201%0Aline%202%20%3D%20100%25',
    ],
  ])('mailtoLink(%s, %s, %s) is %s', (address, subject, body, expected) => {
    expect(mailtoLink(address, subject, body)).toBe(expected);
  });
});

describe('feedbackMailBody', () => {
  it.each([
    [{ name: '', email: '', message: ' A fish is wrong. ' }, 'A fish is wrong.'],
    [{ name: 'Ada', email: '', message: 'Hi' }, 'Hi\n\n— Ada'],
    [{ name: '', email: 'ada@example.com', message: 'Hi' }, 'Hi\n\n— <ada@example.com>'],
    [{ name: ' Ada ', email: 'ada@example.com', message: 'Hi' }, 'Hi\n\n— Ada <ada@example.com>'],
  ])('%j gives %j', (input, expected) => {
    expect(feedbackMailBody(input)).toBe(expected);
  });
});

describe('feedbackMailto', () => {
  it('addresses the mail with the feedback subject and the message', () => {
    const link = feedbackMailto('a@b.example', {
      name: 'Ada',
      email: '',
      message: 'Hi',
      honeypot: '',
    });
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('a@b.example');
    expect(url.searchParams.get('subject')).toBe('Tyria Fishing Companion feedback');
    expect(url.searchParams.get('body')).toBe('Hi\n\n— Ada');
  });
});
