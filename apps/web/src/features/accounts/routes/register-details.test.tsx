import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asStored } from '@/lib/stored';
import { renderRoute } from '@/testing/render-route';

const stepOne = {
  first_name: 'Amina',
  last_name: 'Njeri',
  msisdn: '+254712345678',
  email_address: 'amina@example.com',
};

describe('register step 2', () => {
  it('sends a visitor without step 1 back to step 1', async () => {
    renderRoute('/organizer/register-details');
    expect(await screen.findByRole('form', { name: 'Your details' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Organisation details' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/organizer\/register$/);
  });

  it('sends back a visitor whose step 1 is incomplete or corrupt', async () => {
    renderRoute('/organizer/register-details', { data: asStored({ ...stepOne, email_address: 7 }) });
    expect(await screen.findByRole('form', { name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/organizer\/register$/);
  });

  it('shows step 2 when step 1 is held', async () => {
    renderRoute('/organizer/register-details', { data: asStored(stepOne) });
    expect(await screen.findByRole('form', { name: 'Organisation details' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Organization Name/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/organizer/register-details');
  });
});
