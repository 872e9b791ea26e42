/**
 * The search box of a list's filters: react-admin's SearchInput with a translated placeholder that is also its
 * accessible name (aria-label), and a comfortable width from 600 px up. Use in a `filters` array:
 *   `<ListSearchInput key="search" source="search" placeholder="resources.users.filters.searchPlaceholder" alwaysOn />`
 */
import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

export interface ListSearchInputProps extends Omit<SearchInputProps, 'placeholder'> {
  /** i18n key of the placeholder (also the input's aria-label). */
  placeholder: string;
}

export function ListSearchInput({ placeholder, sx, ...props }: ListSearchInputProps) {
  const translate = useTranslate();
  const text = translate(placeholder, { _: placeholder });
  return (
    <SearchInput
      {...props}
      placeholder={text}
      slotProps={{ htmlInput: { 'aria-label': text } }}
      sx={[{ minWidth: { sm: 340 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
