import { useEffect, useState } from 'preact/hooks';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { usePersistent } from '~/kit/ui/usePersistent';
import { fitInput, fitSpec, type FitInput } from './fit-store';

/** The form's reading and the fit's words: loaded with the first Save, or once a saved fit is shown. */
const loadWords = () => import('./fit-words');

const FIELDS: { name: keyof FitInput; label: string; placeholder: string }[] = [
  { name: 'across', label: 'The 100 mm ruler across measured (mm)', placeholder: '100' },
  { name: 'down', label: 'The 100 mm ruler down measured (mm)', placeholder: '100' },
  { name: 'ax', label: 'Hole A: across (mm)', placeholder: '0' },
  { name: 'ay', label: 'Hole A: up or down (mm)', placeholder: '0' },
  { name: 'bx', label: 'Hole B: across (mm)', placeholder: '0' },
  { name: 'by', label: 'Hole B: up or down (mm)', placeholder: '0' },
];

/** "Fit to my printer": the printer test's six readings, remembered on this phone for every PDF made here. */
export default function PrinterFit() {
  const saved = usePersistent(fitSpec);
  const fit = saved.state;
  const [input, setInput] = useState<FitInput>(() => fitInput(null));
  // The saved readings fill the form once the phone has been read (and again when another tab saves),
  // unless the player is typing: a change to one reading keeps every other.
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (saved.ready && !typing) setInput(fitInput(fit));
  }, [saved.ready, fit, typing]);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();

  const [words, setWords] = useState<Awaited<ReturnType<typeof loadWords>>>();
  useEffect(() => {
    if (fit && !words) loadWords().then(setWords, () => undefined);
  }, [fit]);

  const submit = async (e: Event) => {
    e.preventDefault();
    let parseFit;
    try {
      ({ parseFit } = await loadWords());
    } catch {
      setError('The printer fit is not on this phone yet. Open this page once while online; after that it works offline.');
      return;
    }
    const parsed = parseFit(input);
    if (!parsed.ok) {
      setError(parsed.error);
      setDone(undefined);
      return;
    }
    setError(undefined);
    setTyping(false);
    saved.set(parsed.value);
    setDone('Saved on this phone. Every PDF you make on this page now uses it.');
  };

  // The turn and shift as the A4 sheet reads them (US Letter differs by a hair), once the
  // fit's words and geometry are here (a few milliseconds after a saved fit is read).
  const shown = fit && words?.fitTransform(fit, 'a4', true);
  // What this fit cannot keep 6.35 mm from the edge, said before any PDF is made.
  const cannot = fit && words ? [...words.fitProblems('a4', 'duplex', fit), ...words.fitProblems('letter', 'duplex', fit)] : [];
  return (
    <form class="helper stack studio-fit" onSubmit={submit} aria-labelledby="fit-title">
      <h2 id="fit-title">Fit to my printer</h2>
      <p>
        {!saved.ready
          ? 'Reading this phone…'
          : fit
            ? `This phone remembers your printer${words && shown ? `: ${words.describeFit(fit, (shown.turn * 180) / Math.PI, shown)}` : ''}. PDFs made here correct for it.`
            : 'No printer saved on this phone: PDFs made here are exactly the files above.'}
      </p>
      {cannot.length > 0 && <p class="studio-note">{cannot.join(' ')}</p>}
      <div class="studio-fields studio-fit-fields">
        {FIELDS.map((f) => (
          <label key={f.name}>
            {f.label}
            <input
              type="text"
              inputMode="decimal"
              name={f.name}
              placeholder={f.placeholder}
              value={input[f.name]}
              onInput={(e) => {
                const value = e.currentTarget.value;
                setTyping(true);
                setInput((old) => ({ ...old, [f.name]: value }));
              }}
            />
          </label>
        ))}
      </div>
      <ErrorMessage error={error} />
      <div class="row">
        <button type="submit" class="btn primary" disabled={!saved.ready}>
          Save my printer
        </button>
        {fit && (
          <button type="button" class="btn" onClick={() => { setTyping(false); saved.set(null); setDone('Forgotten: PDFs made here are the standard files again.'); }}>
            Forget it
          </button>
        )}
      </div>
      <p role="status">{done ?? ""}</p>
      {saved.notice && <p class="message notice">{saved.notice}</p>}
    </form>
  );
}
