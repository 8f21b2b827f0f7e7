import { javascriptNeeded } from '@pathways/content/es';
import { JavascriptNeededContent } from '@/features/javascript-needed/javascript-needed-content';

export default function SpanishJavascriptNeededPage() {
  return <JavascriptNeededContent text={javascriptNeeded} />;
}
