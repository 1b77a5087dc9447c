import { useEffect, useRef, useState } from 'preact/hooks';
import { browserStorage, load } from '~/kit/persist';
import { isNoFit, NO_FIT } from '~/kit/pdf/fit';
import type { Sides } from '~/kit/pdf/sheet';
import type { Stamp } from '~/kit/pdf/stamp';
import { PAPERS, type Paper } from '~/kit/pdf/units';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { fitSpec } from './fit-store';
import { MAX_QUESTION_LENGTH } from './limits';
import { whenTouched } from '~/kit/ui/touch';

import type { StudioKind } from './requests';
export type { StudioKind };

interface Props {
  /** `game/name` of the printable. */
  id: string;
  kind: StudioKind;
  /** Its title, for the form's accessible name. */
  title: string;
  /** The board: the usual score track, filled in until the table's own is read (passed by the page, so no game code ships). */
  track?: { length: number; angels: readonly number[]; devils: readonly number[] };
  /** The game's name and credit for every sheet (the page reads them from the rules page). */
  stamp?: Stamp;
}

const list = (squares: readonly number[]) => squares.join(', ');
const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

/**
 * "Make my PDF" for one printable: paper, duplex or fold-over, the table's own
 * content, and the printer fit saved on this phone. The PDF code loads only when
 * the button is pressed, and the PDF is handed over as a download.
 */
export default function MakePdf({ id, kind, title, track = { length: 0, angels: [], devils: [] }, stamp }: Props) {
  const slug = id.replace('/', '-');
  const [paper, setPaper] = useState<Paper>('a4');
  const [sides, setSides] = useState<Sides>('duplex');
  const [length, setLength] = useState(String(track.length));
  const [angels, setAngels] = useState(list(track.angels));
  const [devils, setDevils] = useState(list(track.devils));
  const [questions, setQuestions] = useState('');
  // What the player typed is theirs: a saved track or question list arriving later fills in only untouched fields.
  const typed = useRef(false);
  const typing = (set: (value: string) => void) => (e: { currentTarget: { value: string } }) => {
    typed.current = true;
    set(e.currentTarget.value);
  };
  const [players, setPlayers] = useState('');
  const [source, setSource] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<{ url: string; name: string } | undefined>();
  // False until hydrated: the button needs the code behind it.
  const [ready, setReady] = useState(false);

  // What the helpers saved on this phone fills the form in; the table can still edit it.
  // Read once the player touches the page (opening this form is a touch), so a page that
  // is only looked at never loads the games' save schemas; at once when a helper's link
  // ("Print this score track as a board") brought the player straight to this form.
  useEffect(() => {
    setReady(true);
    if (kind !== 'board' && kind !== 'questions') return;
    let live = true;
    const sentHere = location.hash === `#make-${slug}`;
    (sentHere ? (run: () => unknown) => run() : whenTouched)(() =>
      import('./saved').then(({ savedLayout, savedQuestions }) => {
        if (!live) return;
        const storage = browserStorage();
        if (kind === 'board') {
          const found = savedLayout(storage);
          setSource(found.note);
          if (!found.found || typed.current) return;
          setLength(String(found.value.length));
          setAngels(list(found.value.angels));
          setDevils(list(found.value.devils));
        } else {
          const found = savedQuestions(storage);
          setSource(found.note);
          if (found.found && !typed.current) setQuestions(found.value.join('\n'));
        }
      }, () => undefined),
    );
    return () => {
      live = false;
    };
  }, [kind]);
  useEffect(() => () => made && URL.revokeObjectURL(made.url), [made]);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    const fit = load(fitSpec, browserStorage()).saved.state ?? NO_FIT;
    let studio: typeof import('./requests');
    try {
      studio = await import('./requests');
    } catch {
      setError('The PDF maker is not on this phone yet. Open this page once while online; after that it works offline.');
      return;
    }
    const asked = studio.studioRequest(kind, { id, paper, sides, fit, ...(stamp ? { stamp } : {}) }, { length, angels, devils, questions, players });
    if (!asked.ok) {
      setError(asked.error);
      setStatus('');
      return;
    }
    setError(undefined);
    setBusy(true);
    if (made) URL.revokeObjectURL(made.url);
    setMade(undefined);
    const started = performance.now();
    try {
      setStatus('Loading the PDF maker…');
      const { makePdf } = await import('./make');
      setStatus('Drawing your PDF…');
      await nextFrame(); // let the progress line paint before the drawing takes the main thread
      const bytes = await makePdf(asked.value);
      const name = studio.fileName(asked.value);
      const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const { describeFit, fitProblems, fitTransform } = await import('./fit-words');
      const back = fitTransform(fit, paper, true);
      const fitted = isNoFit(fit) ? '' : ` Fitted to your printer (${kind === 'board' ? `rulers printed ${fit.across} mm across and ${fit.down} mm down` : describeFit(fit, (back.turn * 180) / Math.PI, back)}).`;
      // What the fit cannot keep clear of the paper's edge, said, not hidden.
      const cannot = fitProblems(paper, kind === 'board' ? 'board' : sides, fit).join(' ');
      setMade({ url, name });
      setStatus(`Ready: ${name}, ${Math.round(bytes.length / 1024)} KB, made in ${seconds} s.${fitted}${cannot ? ` ${cannot}` : ''}`);
      // Hand it over at once; the links below stay for a second try.
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      a.click();
    } catch (err) {
      setStatus('');
      setError(
        navigator.onLine
          ? `Your PDF could not be made (${err instanceof Error ? err.message : String(err)}). Try again; what you typed is kept.`
          : 'The PDF maker is not on this phone yet. Open this page once while online; after that it works offline.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="helper stack studio-form" onSubmit={submit} aria-label={`Make my PDF: ${title}`}>
      {source && <p class="studio-note">{source}</p>}
      <fieldset class="studio-choice">
        <legend>Paper</legend>
        {(Object.keys(PAPERS) as Paper[]).map((p) => (
          <label key={p}>
            <input type="radio" name={`${slug}-paper`} value={p} checked={paper === p} onChange={() => setPaper(p)} /> {PAPERS[p].label}
          </label>
        ))}
      </fieldset>
      {kind !== 'board' && (
        <fieldset class="studio-choice">
          <legend>Printing</legend>
          <label>
            <input type="radio" name={`${slug}-sides`} value="duplex" checked={sides === 'duplex'} onChange={() => setSides('duplex')} /> Double-sided
          </label>
          <label>
            <input type="radio" name={`${slug}-sides`} value="fold" checked={sides === 'fold'} onChange={() => setSides('fold')} /> Fold-over (any printer)
          </label>
        </fieldset>
      )}
      {kind === 'board' && (
        <fieldset class="studio-fields">
          <legend>Score track</legend>
          <label>
            Squares between Start and Finish
            <input type="text" inputMode="numeric" name="length" value={length} onInput={typing(setLength)} />
          </label>
          <label>
            Little Angel squares
            <input type="text" name="angels" value={angels} onInput={typing(setAngels)} />
          </label>
          <label>
            Little Devil squares
            <input type="text" name="devils" value={devils} onInput={typing(setDevils)} />
          </label>
        </fieldset>
      )}
      {kind === 'questions' && (
        <label class="studio-block">
          Your own questions, one a line (up to {MAX_QUESTION_LENGTH} characters each)
          <textarea name="questions" rows={4} value={questions} onInput={typing(setQuestions)} />
        </label>
      )}
      {kind === 'tweets' && (
        <label class="studio-block">
          Players (about ten cards each; leave empty for the standard 36)
          <input type="text" inputMode="numeric" name="players" value={players} onInput={(e) => setPlayers(e.currentTarget.value)} />
        </label>
      )}
      <ErrorMessage error={error} />
      <button type="submit" class="btn primary" disabled={busy || !ready}>
        {busy ? 'Making your PDF…' : 'Make my PDF'}
      </button>
      <p role="status" class="studio-status">
        {status}
      </p>
      {made && (
        <p class="row">
          <a class="btn" href={made.url} download={made.name}>
            Save {made.name}
          </a>
          <a class="btn" href={made.url} target="_blank" rel="noopener">
            Open it
          </a>
        </p>
      )}
    </form>
  );
}
