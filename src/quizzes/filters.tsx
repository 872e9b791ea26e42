/**
 * Filters of the quizzes list (URL-synced; a change returns to page 1): the search box and the course unit filter
 * labelled 'course - unit' (options 'Course - Unit' from GET /course-units), with its own loading state and, when
 * the units fail to load, its own error ('Failed to fetch course units') while the list stays usable.
 */
import { SelectInput, useGetList, useTranslate } from 'react-admin';
import { ListSearchInput } from '../common/ListSearchInput';
import { useFailureText } from '../common/mutationFeedback';
import { unitOptionText } from './unitOption';

const F = 'resources.quizzes.filters';

function CourseUnitFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const failureText = useFailureText();
  const { data, isPending, error } = useGetList('course-units', { pagination: { page: 1, perPage: 200 }, sort: { field: 'title', order: 'ASC' } });
  return (
    <SelectInput
      source={source}
      label={`${F}.courseUnit`}
      choices={data ?? []}
      optionText={unitOptionText}
      emptyText={`${F}.allUnits`}
      isPending={isPending}
      disabled={Boolean(error)}
      helperText={error ? failureText(error, 'resources.course-units.notifications.loadFailed') : false}
      error={Boolean(error)}
      size="small"
      placeholder={isPending ? translate(`${F}.loadingUnits`) : undefined}
    />
  );
}

/** The course unit select's smallest width (ListPage `filterWidths`): its 'Course - Unit' labels are long. */
export const quizFilterWidths = { courseUnitId: 220 };

export const quizFilters = [
  <ListSearchInput key="search" source="search" placeholder={`${F}.search`} alwaysOn />,
  <CourseUnitFilter key="courseUnitId" source="courseUnitId" alwaysOn />,
];
