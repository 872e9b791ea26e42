import { Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A titled page for a screen of a later issue: its title and nothing more. */
export function PlaceholderPage({ title, smartCount = 2 }: { title: string; smartCount?: number }) {
  const translate = useTranslate();
  const text = translate(title, { smart_count: smartCount });
  return (
    <>
      <Title title={text} />
      <Typography variant="h5" component="h1" sx={{ mt: 3, mb: 2 }}>
        {text}
      </Typography>
    </>
  );
}
