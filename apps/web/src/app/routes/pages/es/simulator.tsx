import { SimulatorPage } from '@/features/simulator/components/simulator-page';
import { spanishSimulatorText } from '@/features/simulator/text/spanish';
import { SimulatorTextContext } from '@/features/simulator/text/simulator-text';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The simulator in Spanish, /es/economic-impact-simulator (issue 18). */
export default function SpanishSimulatorRoute() {
  useDocumentTitle(spanishSimulatorText.page.title);
  return (
    <SimulatorTextContext value={spanishSimulatorText}>
      <SimulatorPage />
    </SimulatorTextContext>
  );
}
