import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { printables } from '~/games/empty-rivalry/print';
it('dump', async () => { for (const p of printables) for (const paper of ['a4', 'letter'] as const) writeFileSync(`/tmp/er-${p.name}-${paper}.pdf`, await p.build(paper)); });
