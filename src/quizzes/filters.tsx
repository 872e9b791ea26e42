/**
 * Filters of the quizzes list (URL-synced; a change returns to page 1): the search box and the course unit filter
 * labelled 'course - unit' (options 'Course - Unit' from GET /course-units). Like the quiz form's unit picker it is
 * react-admin's AutocompleteInput in a ReferenceInput: the first page of units by title, any other by typing
 * (GET /course-units?search=), so every unit can be chosen however many there are. It has its own loading state
 * ('Loading course units...' in the empty box) and, when the units fail to load, its own error ('Failed to fetch
 * course units', or the server's message) under the box while the list stays usable; typing asks again.
 */
import { useMemo } from 'react';
import { AutocompleteInput, ChoicesContextProvider, useChoicesContext, useTranslate } from 'react-admin';
import { ReferenceFilterInput } from '../common/ReferenceFilterInput';
import { ListSearchInput } from '../common/ListSearchInput';
import { useFailureText } from '../common/mutationFeedback';
import { unitOptionText, unitSearchQuery } from './unitOption';

const F = 'resources.quizzes.filters';
const LOAD_FAILED = 'resources.course-units.notifications.loadFailed';

/** The AutocompleteInput under ReferenceInput's choices, their failure told in the screen's words (not the HTTP text). */
function CourseUnitAutocomplete() {
  const translate = useTranslate();
  const failureText = useFailureText();
  const choices = useChoicesContext();
  const { error, isPending } = choices;
  const translated = useMemo(
    () => (error ? { ...choices, error: new Error(failureText(error, LOAD_FAILED)) } : choices),
    [choices, error, failureText],
  );
  return (
    <ChoicesContextProvider value={translated}>
      <AutocompleteInput
        label={`${F}.courseUnit`}
        optionText={unitOptionText}
        filterToQuery={unitSearchQuery}
        emptyText={`${F}.allUnits`}
        loadingText={`${F}.loadingUnits`}
        TextFieldProps={{ placeholder: isPending ? translate(`${F}.loadingUnits`) : undefined }}
        size="small"
      />
    </ChoicesContextProvider>
  );
}

function CourseUnitFilter({ source }: { source: string; alwaysOn?: boolean }) {
  return (
    <ReferenceFilterInput source={source} reference="course-units" sort={{ field: 'title', order: 'ASC' }}>
      <CourseUnitAutocomplete />
    </ReferenceFilterInput>
  );
}

/** The course unit autocomplete's smallest width (ListPage `filterWidths`): its 'Course - Unit' labels are long. */
export const quizFilterWidths = { courseUnitId: 320 };

export const quizFilters = [
  <ListSearchInput key="search" source="search" placeholder={`${F}.search`} alwaysOn />,
  <CourseUnitFilter key="courseUnitId" source="courseUnitId" alwaysOn />,
];
