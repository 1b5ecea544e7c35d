import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const KEYS = {
  MPESA_CONSUMER_KEY: 'consumer-key',
  MPESA_CONSUMER_SECRET: 'consumer-secret',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'passkey',
};

describe('M-Pesa settings', () => {
  it('uses the simulator when no M-Pesa key is set', () => {
    expect(loadConfig({}).payments.mpesa).toEqual({ kind: 'simulated' });
  });

  it('uses Daraja when the four keys and PUBLIC_URL are set, with the documented defaults', () => {
    expect(loadConfig({ ...KEYS, PUBLIC_URL: 'https://tickets.example' }).payments.mpesa).toEqual({
      kind: 'daraja',
      consumerKey: 'consumer-key',
      consumerSecret: 'consumer-secret',
      shortcode: '174379',
      passkey: 'passkey',
      transactionType: 'CustomerPayBillOnline',
      apiUrl: 'https://sandbox.safaricom.co.ke',
      publicUrl: 'https://tickets.example',
    });
    const buyGoods = loadConfig({
      ...KEYS,
      PUBLIC_URL: 'https://tickets.example',
      MPESA_TRANSACTION_TYPE: 'CustomerBuyGoodsOnline',
      MPESA_PARTY_B: '600100',
      MPESA_API_URL: 'https://api.safaricom.co.ke',
      MPESA_CALLBACK_SECRET: 'a'.repeat(40),
    }).payments.mpesa;
    expect(buyGoods).toMatchObject({
      transactionType: 'CustomerBuyGoodsOnline',
      partyB: '600100',
      apiUrl: 'https://api.safaricom.co.ke',
      callbackSecret: 'a'.repeat(40),
    });
  });

  it('refuses to start with some of the keys only, naming the missing ones', () => {
    expect(() => loadConfig({ MPESA_CONSUMER_KEY: 'k', MPESA_PASSKEY: 'p' })).toThrow(
      'M-Pesa: set MPESA_CONSUMER_SECRET, MPESA_SHORTCODE too, or none of the four MPESA_ keys',
    );
  });

  it('refuses Daraja without PUBLIC_URL, and bad values', () => {
    expect(() => loadConfig(KEYS)).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ MPESA_TRANSACTION_TYPE: 'CustomerPay' })).toThrow(/MPESA_TRANSACTION_TYPE/);
    expect(() => loadConfig({ MPESA_SHORTCODE: '17 4379' })).toThrow(/MPESA_SHORTCODE/);
    expect(() => loadConfig({ MPESA_CALLBACK_SECRET: 'short' })).toThrow(/MPESA_CALLBACK_SECRET/);
  });
});
