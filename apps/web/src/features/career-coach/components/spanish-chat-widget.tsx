import { careerCoach } from '@pathways/content/es';
import { ChatWidget } from './chat-widget';

/** The floating coach in Spanish, fetched by the Spanish home page only when COACH is pressed. */
export default function SpanishChatWidget({ onClose }: { onClose: () => void }) {
  return <ChatWidget onClose={onClose} text={careerCoach} />;
}
