import { SimulatorPage } from '@/features/simulator/components/simulator-page';
import { englishSimulatorText } from '@/features/simulator/text/english';
import { SimulatorTextContext } from '@/features/simulator/text/simulator-text';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SimulatorRoute() {
  useDocumentTitle('Economic Impact Simulator');
  return (
    <SimulatorTextContext value={englishSimulatorText}>
      <SimulatorPage />
    </SimulatorTextContext>
  );
}
