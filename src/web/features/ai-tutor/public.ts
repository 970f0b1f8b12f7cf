// What other features use from the AI tutor: the "Ask the tutor" button on a question.
export { AskTutorButton } from './ask-tutor-button.tsx';
