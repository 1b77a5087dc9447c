import { useState } from 'preact/hooks';
import type { State } from './CrashBoundary';

interface Props {
  /** The crashed helper's heading. */
  helper: string;
  error: Error;
  /** The saves set aside after the crash: with any, there is something to copy. */
  saves: State['saves'];
  onStartFresh: () => void;
}

/** The crash report copied for a bug report: the helper, the page, the error and the saves set aside, as JSON text. */
function reportOf({ helper, error, saves }: Props): string {
  return JSON.stringify(
    {
      helper,
      page: globalThis.location?.pathname,
      error: `${error.name}: ${error.message}`,
      saves: saves.map((s) => ({ key: s.key, save: s.raw })),
    },
    null,
    2,
  );
}

/**
 * What a crashed helper offers: a new game, and the broken save copied for a bug
 * report. Loaded only after a crash (CrashBoundary shows its message at once).
 */
export default function CrashActions(props: Props) {
  const { saves, onStartFresh } = props;
  const hasSaves = saves.length > 0;
  const report = reportOf(props);
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
