import { Alert, Box, Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { User } from '../domain/types';
import { displayName } from '../domain/user';
import { initials } from '../domain/format';
import { safeImageSrc } from '../domain/url';
import type { AppDataProvider } from '../providers/types';
import { PageSpinner } from '../layout/PageSpinner';
import { ProfileFields } from './ProfileFields';
import { SignOutEverywhereSection } from './SignOutEverywhereSection';
import { useFailureText } from '../common/mutationFeedback';
import { PRIMARY_AVATAR } from '../theme';
import { ImageAvatar } from '../common/ImageAvatar';

/**
 * /profile: the signed-in user as GET /auth/profile returns it, and 'Sign out everywhere'; on failure the server's
 * message, else 'Failed to get profile'.
 */
export default function ProfilePage() {
  const translate = useTranslate();
  const failureText = useFailureText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['profile'],
    queryFn: async () => (await dataProvider.getProfile()) as Partial<User>,
    retry: false,
  });
  const title = translate('app.shell.profile.title');
  return (
    <Box sx={{ maxWidth: 760, width: '100%', mx: 'auto', mt: 3 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {isPending ? (
        <PageSpinner />
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              {translate('app.shell.profile.retry')}
            </Button>
          }
        >
          {failureText(error, 'app.shell.profile.error')}
        </Alert>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
              <ImageAvatar src={safeImageSrc(data.profilePicture)} sx={{ width: 72, height: 72, fontSize: 28, ...PRIMARY_AVATAR }}>
                {initials(displayName(data))}
              </ImageAvatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h6" noWrap>
                  {displayName(data)}
                </Typography>
                <Typography color="text.secondary" noWrap>
                  {data.email}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Chip size="small" color={data.role === 'admin' ? 'primary' : 'default'} label={translate(`app.shell.profile.roles.${data.role === 'admin' ? 'admin' : 'user'}`)} />
                  <Chip
                    size="small"
                    color={data.otpVerified ? 'success' : 'warning'}
                    label={translate(data.otpVerified ? 'app.shell.profile.verified' : 'app.shell.profile.pending')}
                  />
                </Stack>
              </Box>
            </Stack>
            <ProfileFields user={data} />
            <Divider sx={{ my: 3 }} />
            <SignOutEverywhereSection />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
