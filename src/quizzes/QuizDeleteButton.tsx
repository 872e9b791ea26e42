/**
 * Delete a quiz (DELETE /quizzes/{id}) after 'Are you sure you want to delete "{title}"? This action cannot be undone
 * and will remove all associated quiz results.': 'Quiz Deleted', or 'Delete Failed' with the server's message else
 * 'Failed to delete quiz. Please try again.' (texts: resources.quizzes.*).
 */
import { useRecordContext } from 'react-admin';
import { DeleteRecordButton } from '../common/DeleteRecordButton';
import type { Quiz } from '../domain/types';

export function QuizDeleteButton({ variant = 'icon' }: { variant?: 'icon' | 'button' }) {
  const record = useRecordContext<Quiz>();
  if (!record) return null;
  return <DeleteRecordButton record={record} resource="quizzes" variant={variant} contentArgs={{ title: record.title }} />;
}
