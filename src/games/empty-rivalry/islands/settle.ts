import { useEffect, useState } from 'preact/hooks';

/**
 * False for a moment after `key` changes, then true. A double tap on TRUE would
 * otherwise land its second tap on the next player's "show me" button, which appears
 * in the same place, and open that player's secret for the one holding the phone.
 * Controls that must not take a stray second tap are disabled until settled.
 * (Written here for Empty Rivalry; the kit's HandOff could do the same for every game.)
 */
export function useSettled(key: string, ms = 450): boolean {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled === key;
}
