import { Step } from '~/kit/ui/Step';
import LayoutEditor from './LayoutEditor';
import { start, type TableStores } from './moves';

/** Setup's second step: the score track, then Start. */
export default function ScoreTrackStep({ stores, names, onBack }: { stores: TableStores; names: string[]; onBack: () => void }) {
  return (
    <Step id="setup-track" title="The score track" rule={{ game: 'sibling-rivalry', section: 'the-score-track' }}>
      <LayoutEditor layout={stores.saved.state.layout} onBack={onBack} onDone={(chosen) => start(stores, names, chosen)} />
    </Step>
  );
}
