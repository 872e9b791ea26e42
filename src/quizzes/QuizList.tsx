import { PlaceholderPage } from '../layout/PlaceholderPage';

/** The `quizzes` screen: titled page until its issue lands. */
export default function QuizList() {
  return <PlaceholderPage title="resources.quizzes.name" />;
}
