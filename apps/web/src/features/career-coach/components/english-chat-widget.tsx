import { careerCoach } from '@pathways/content';
import { ChatWidget } from './chat-widget';

/** The floating coach in English: its own module so the home page fetches it only on COACH. */
export default function EnglishChatWidget({ onClose }: { onClose: () => void }) {
  return <ChatWidget onClose={onClose} text={careerCoach} />;
}
