/** Filters of the courses list (in the URL; a change returns to page 1): search and education level (All Levels). */
import { SelectInput, useTranslate } from 'react-admin';
import { ReferenceFilterInput } from '../common/ReferenceFilterInput';
import { ListSearchInput } from '../common/ListSearchInput';

const R = 'resources.courses';
const LABEL = `${R}.fields.levelId`;

/**
 * The level select's smallest width (ListPage `filterWidths`), wide enough for its label in every language (an empty
 * select is as wide as its content, so 'Niveau d'enseignement' was cut): half an em per character plus the padding
 * and the arrow.
 */
export function useCourseFilterWidths() {
  const translate = useTranslate();
  return { levelId: `calc(${Math.ceil(translate(LABEL).length / 2)}em + 56px)` };
}

function LevelFilter({ source }: { source: string; alwaysOn?: boolean }) {
  return (
    <ReferenceFilterInput source={source} reference="education-levels" perPage={200} sort={{ field: 'title', order: 'ASC' }}>
      <SelectInput label={LABEL} optionText="title" emptyText={`${R}.filters.allLevels`} size="small" />
    </ReferenceFilterInput>
  );
}

export const courseFilters = [
  <ListSearchInput key="search" source="search" placeholder={`${R}.filters.search`} alwaysOn />,
  <LevelFilter key="levelId" source="levelId" alwaysOn />,
];
