import { QueryClient } from '@tanstack/react-query';

/** The app's react-query client (react-admin's defaults), shared by <Admin> and the boot seeding (src/main.tsx). */
export const queryClient = new QueryClient();
