import { useEffect, useState } from 'preact/hooks';
import type { LiveLink } from './LiveLink';

/**
 * The live link's offer (LiveLink.tsx), loaded once the phones have joined (`on`), not
 * with the mode's first screen, which needs none of it. Undefined until then, or for good
 * if its code can't load (offline, never kept): the codes carry the game without it.
 */
export function useLiveLink(on: boolean): typeof LiveLink | undefined {
  const [Live, setLive] = useState<typeof LiveLink>();
  useEffect(() => {
    if (on && !Live) import('./LiveLink').then((code) => setLive(() => code.LiveLink), () => undefined);
  }, [on]);
  return Live;
}
