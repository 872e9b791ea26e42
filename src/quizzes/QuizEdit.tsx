/**
 * Edit Quiz dialog (/quizzes/:id): PATCH /quizzes/{id} with the same body as the Add Quiz dialog
 * (docs/requirements.md §3, §7); a submit stopped by validation toasts 'Please fix the errors before submitting.'; 'Quiz Updated' /
 * 'Update Failed' with 'Failed to update quiz. Please try again.'.
 */
import { EditDialog } from '../common/FormDialogs';
import { QuizForm } from './QuizForm';
import { quizCanSubmit, toQuizPayload } from './quizRules';

export function QuizEdit() {
  return (
    <EditDialog resource="quizzes" size="xl" mode="onTouched" canSubmit={quizCanSubmit} transform={toQuizPayload} draft>
      <QuizForm />
    </EditDialog>
  );
}
