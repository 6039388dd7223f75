import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from './toast';
import { ToastArea } from './toast-area';

describe('toasts, whose code comes with the first one', () => {
  it('shows a toast raised before the toast area is on the page, once it is', async () => {
    toast.success('Profile updated.');
    render(<ToastArea />);
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated.');
  });

  it('shows each kind of toast raised while the area is on the page', async () => {
    render(<ToastArea />);
    toast.error('Could not copy.');
    toast('Room ID released.');
    expect(await screen.findByText('Could not copy.')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Room ID released.')).toHaveAttribute('role', 'status');
  });
});
