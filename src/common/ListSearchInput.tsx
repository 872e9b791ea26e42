/**
 * The search box of a list's filters: react-admin's SearchInput with a translated placeholder that is also its
 * accessible name (aria-label). From 600 px up it is wide enough for the whole placeholder in every language, and as
 * tall as the filter selects beside it. Use in a `filters` array:
 *   `<ListSearchInput key="search" source="search" placeholder="resources.users.filters.searchPlaceholder" alwaysOn />`
 */
import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';
import { FILTER_CONTROL_HEIGHT } from './filterRowSx';

export interface ListSearchInputProps extends Omit<SearchInputProps, 'placeholder'> {
  /** i18n key of the placeholder (also the input's aria-label). */
  placeholder: string;
}

/** The search box's width from 600 px up: at least 256 px (what the input's default size of 20 characters gave it),
 * wider for a long placeholder: half an em per character (wider than the average letter of Inter or Arial), plus the
 * input's padding and the search icon. The input itself adds nothing to it (width 0, growing into the box). */
export const searchBoxWidth = (text: string) => `max(256px, calc(${Math.ceil(text.length / 2)}em + 68px))`;


export function ListSearchInput({ placeholder, sx, ...props }: ListSearchInputProps) {
  const translate = useTranslate();
  const text = translate(placeholder, { _: placeholder });
  return (
    <SearchInput
      {...props}
      placeholder={text}
      slotProps={{ htmlInput: { 'aria-label': text } }}
      sx={[
        {
          minWidth: { sm: searchBoxWidth(text) },
          maxWidth: '100%',
          '& .MuiInputBase-root': { minHeight: FILTER_CONTROL_HEIGHT }, // as tall as the selects: the row's tops line up
          '& .MuiInputBase-input': { width: 0, flexGrow: 1 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
