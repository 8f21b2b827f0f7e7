import { javascriptNeeded } from '@pathways/content';
import { JavascriptNeededContent } from '@/features/javascript-needed/javascript-needed-content';

export default function JavascriptNeededPage() {
  return <JavascriptNeededContent text={javascriptNeeded} />;
}
