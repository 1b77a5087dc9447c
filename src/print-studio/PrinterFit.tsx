import { useState } from 'preact/hooks';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { usePersistent } from '~/kit/ui/usePersistent';
import { fitSpec, parseFit } from './fit-store';

const show = (n: number) => (n > 0 ? `+${n}` : String(n));

/** "Fit to my printer": the printer test's three readings, remembered on this phone for every card PDF made here. */
export default function PrinterFit() {
  const saved = usePersistent(fitSpec);
  const fit = saved.state;
  const [ruler, setRuler] = useState('');
  const [backX, setBackX] = useState('');
  const [backY, setBackY] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();

  const submit = (e: Event) => {
    e.preventDefault();
    const parsed = parseFit({ ruler, backX, backY });
    if (!parsed.ok) {
      setError(parsed.error);
      setDone(undefined);
      return;
    }
    setError(undefined);
    saved.set(parsed.value);
    setDone('Saved on this phone. Every card PDF you make on this page now uses it.');
  };

  return (
    <form class="helper stack studio-fit" onSubmit={submit} aria-labelledby="fit-title">
      <h2 id="fit-title">Fit to my printer</h2>
      <p>
        {!saved.ready
          ? 'Reading this phone…'
          : fit
            ? `This phone remembers your printer: the 100 mm ruler printed ${fit.ruler} mm; backs ${show(fit.backX)} mm across and ${show(fit.backY)} mm up or down. Card PDFs made here correct for it.`
            : 'No printer saved on this phone: card PDFs made here are exactly the files above.'}
      </p>
      <div class="studio-fields">
        <label>
          The 100 mm ruler measured (mm)
          <input type="text" inputMode="decimal" name="ruler" placeholder="100" value={ruler} onInput={(e) => setRuler(e.currentTarget.value)} />
        </label>
        <label>
          Across reading on the back (mm)
          <input type="text" inputMode="decimal" name="backX" placeholder="0" value={backX} onInput={(e) => setBackX(e.currentTarget.value)} />
        </label>
        <label>
          Up / down reading on the back (mm)
          <input type="text" inputMode="decimal" name="backY" placeholder="0" value={backY} onInput={(e) => setBackY(e.currentTarget.value)} />
        </label>
      </div>
      <ErrorMessage error={error} />
      <div class="row">
        <button type="submit" class="btn primary" disabled={!saved.ready}>
          Save my printer
        </button>
        {fit && (
          <button type="button" class="btn" onClick={() => { saved.set(null); setDone('Forgotten: card PDFs made here are the standard files again.'); }}>
            Forget it
          </button>
        )}
      </div>
      <p role="status">{done ?? ""}</p>
      {saved.notice && <p class="message notice">{saved.notice}</p>}
    </form>
  );
}
