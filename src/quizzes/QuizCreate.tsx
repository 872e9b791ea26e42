/**
 * Add Quiz dialog (/quizzes/create): POST /quizzes { title, description, courseUnitId, questions: { questions } }
 * (blank options dropped, texts trimmed, each question's explanation as typed: docs/requirements.md §3, §7); one blank question to start; draft
 * under form-draft-quizzes. 'Quiz Created' / 'Creation Failed' with 'Failed to create quiz. Please try again.'.
 */
import { CreateDialog } from '../common/FormDialogs';
import { blankQuestion } from '../domain/quiz-questions';
import { QuizForm } from './QuizForm';
import { quizCanSubmit, toQuizPayload } from './quizRules';

export function QuizCreate() {
  return (
    <CreateDialog
      resource="quizzes"
      size="xl"
      mode="onTouched"
      canSubmit={quizCanSubmit}
      transform={toQuizPayload}
      defaultValues={{ title: '', description: '', questions: { questions: [blankQuestion()] } }}
      draft
    >
      <QuizForm />
    </CreateDialog>
  );
}
