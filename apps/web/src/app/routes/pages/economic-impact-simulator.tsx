import { SimulatorPage } from '@/features/simulator/components/simulator-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SimulatorRoute() {
  useDocumentTitle('Economic Impact Simulator');
  return <SimulatorPage />;
}
