import { useState } from 'preact/hooks';

interface Props {
  /** The crash report (helper, page, error, set-aside saves) as JSON text. */
  report: string;
  /** True when a save was set aside, so there is something to copy. */
  hasSaves: boolean;
  onStartFresh: () => void;
}

/**
 * What a crashed helper offers: a new game, and the broken save copied for a bug
 * report. Loaded only after a crash (CrashBoundary shows its message at once).
 */
export default function CrashActions({ report, hasSaves, onStartFresh }: Props) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'manual'>('idle');
  const copyReport = () => {
    const clipboard = globalThis.navigator?.clipboard;
    if (!clipboard?.writeText) return setCopy('manual');
    clipboard.writeText(report).then(
      () => setCopy('copied'),
      () => setCopy('manual'),
    );
  };
  return (
    <>
      <div class="row">
        <button type="button" class="btn primary" onClick={onStartFresh}>
          Start a new game
        </button>
        {hasSaves && (
          <button type="button" class="btn" onClick={copyReport}>
            Copy the broken save for a bug report
          </button>
        )}
      </div>
      {copy === 'copied' && <p role="status">Copied. Paste it into your bug report.</p>}
      {copy === 'manual' && (
        <label class="stack">
          <span>Copy this text into your bug report:</span>
          <textarea readOnly rows={6} value={report} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
    </>
  );
}
