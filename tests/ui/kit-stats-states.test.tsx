import { fireEvent, screen, waitFor } from '@testing-library/react';
import PeopleIcon from '@mui/icons-material/People';
import { renderWithAdmin } from './render';
import { StatCards } from '../../src/common/StatCards';
import { ListEmpty, ListError, ListLoading } from '../../src/common/ListStates';
import { useStats } from '../../src/common/useStats';
import { useRefreshAfterMutation } from '../../src/common/useRefreshAfterMutation';

interface UserStats {
  totalUsers: number;
  activeUsers: number;
}

function UserStatsCards() {
  const { data, isPending, error } = useStats<UserStats>('users');
  const refresh = useRefreshAfterMutation();
  return (
    <>
      <StatCards
        loading={isPending}
        error={Boolean(error)}
        cards={[
          { label: 'Total Users', value: data?.totalUsers, icon: <PeopleIcon />, hint: 'All time' },
          { label: 'Active Users', value: data?.activeUsers, color: 'success' },
        ]}
      />
      <button onClick={() => void refresh(['users'])}>refresh</button>
    </>
  );
}

describe('StatCards and useStats', () => {
  it('shows the stats endpoint values with thousands separators and refreshes after a mutation', async () => {
    let total = 1234;
    const getStats = vi.fn(async () => ({ totalUsers: total, activeUsers: 987 }));
    renderWithAdmin(<UserStatsCards />, { dataProvider: { getStats } });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('987')).toBeInTheDocument();
    expect(screen.getByText('Total Users')).toBeInTheDocument();
    expect(screen.getByText('All time')).toBeInTheDocument();
    expect(getStats).toHaveBeenCalledWith('users');
    total = 1235;
    fireEvent.click(screen.getByText('refresh'));
    expect(await screen.findByText('1,235')).toBeInTheDocument();
    expect(getStats).toHaveBeenCalledTimes(2);
  });

  it('shows the stats error and dashes when the endpoint fails', async () => {
    const getStats = vi.fn(async () => {
      throw new Error('boom');
    });
    renderWithAdmin(<UserStatsCards />, { dataProvider: { getStats } });
    expect(await screen.findByText('Failed to fetch stats')).toBeInTheDocument();
    expect(screen.getAllByText('—')).toHaveLength(2);
  });
});

describe('list states', () => {
  it('renders loading, empty and error with Try Again', () => {
    const onRetry = vi.fn();
    renderWithAdmin(
      <>
        <ListLoading />
        <ListEmpty message="No users found" />
        <ListError message="Failed to fetch users" onRetry={onRetry} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch users')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

function Run() {
  const refresh = useRefreshAfterMutation();
  return <button onClick={() => void refresh(['courses', 'quizzes', 'courses'])}>run</button>;
}

describe('useRefreshAfterMutation', () => {
  it('invalidates the named resources once each and the dashboard stats', async () => {
    const { queryClient } = renderWithAdmin(<Run />);
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByText('run'));
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(3));
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['courses'], ['quizzes'], ['dashboard', 'stats']]);
  });
});
