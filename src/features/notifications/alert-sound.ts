/**
 * The alerts' sound: a short two-note chime generated with the Web Audio API (no file to fetch).
 * Browsers refuse to start audio before the player has pressed something on the page, so the
 * context is created or resumed on a press ({@link unlockAlertSound}: the sound's opt-in, and the
 * first press after a page loads while the sound is on); a sound asked for before that is skipped.
 */
let context: AudioContext | undefined;

const audioContextClass = () =>
  typeof window === 'undefined'
    ? undefined
    : (window.AudioContext as typeof AudioContext | undefined);

/** Creates or resumes the audio context; call it from a press (a click or a key). */
export function unlockAlertSound(): void {
  const AudioContextClass = audioContextClass();
  if (!AudioContextClass) return;
  try {
    context ??= new AudioContextClass();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    // No audio output, or refused: alerts stay silent.
  }
}

/** The chime's notes: frequency (Hz) and start (s from now). */
const NOTES = [
  { frequency: 880, at: 0 },
  { frequency: 1318.5, at: 0.16 },
];
const NOTE_SECONDS = 0.22;
const VOLUME = 0.18;

/** A chime the browser lets start later than this (the next press) is stale: skipped. */
const STALE_MS = 2000;

/**
 * Plays the chime: at once when the context is unlocked; otherwise it asks the browser, which may
 * allow it (a page the player has pressed on since it loaded) or not (then it stays silent).
 */
export function playAlertSound(): void {
  if (context?.state === 'running') {
    chime(context);
    return;
  }
  unlockAlertSound();
  const asked = Date.now();
  void context
    ?.resume()
    .then(() => {
      if (context?.state === 'running' && Date.now() - asked < STALE_MS) chime(context);
    })
    .catch(() => undefined);
}

function chime(audio: AudioContext) {
  try {
    for (const note of NOTES) {
      const start = audio.currentTime + note.at;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = note.frequency;
      // A quick fade in and out, so the note does not click.
      gain.gain.setValueAtTime(0, start);
      gain.gain.linearRampToValueAtTime(VOLUME, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.001, start + NOTE_SECONDS);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + NOTE_SECONDS);
    }
  } catch {
    // The output went away: this alert stays silent.
  }
}
