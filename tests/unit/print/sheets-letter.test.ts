import { sheetSuite } from './sheets';

// One file per paper, so the two run side by side.
sheetSuite('letter');
