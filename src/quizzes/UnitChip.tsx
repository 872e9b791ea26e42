/**
 * A quiz's course unit in the list: the unit's title with its course's ('Lesson 2 · Business Basics'), since many
 * courses have units of the same title. Inside the row's ReferenceCell, whose link opens the unit;
 * the chip takes the cell's width at most.
 */
import { useTranslate, type RaRecord } from 'react-admin';
import { TitleChip } from '../common/TitleChip';
import { QUIZ_KEYS } from './quizRules';

export function UnitChip() {
  const translate = useTranslate();
  const label = (unit: RaRecord) => {
    const course = (unit.course as { title?: string } | null | undefined)?.title;
    const title = String(unit.title ?? '');
    return course ? translate(`${QUIZ_KEYS}.unitOfCourse`, { unit: title, course }) : title;
  };
  return <TitleChip label={label} maxWidth="100%" />;
}
