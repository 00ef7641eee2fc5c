import { describe, expect, it } from 'vitest';
import { fixtures } from './fixtures';
import { createMockStore } from './store';

describe('createMockStore', () => {
  it('starts from the demo seed as a guest by default', () => {
    const store = createMockStore();
    expect(store.products).toHaveLength(fixtures.products.length);
    expect(store.orders).toHaveLength(fixtures.orders.length);
    expect(store.currentUser()).toBeNull();
  });

  it('works on copies, never on the shared fixtures', () => {
    const store = createMockStore();
    const first = store.products[0];
    if (!first) throw new Error('no products');
    first.title = 'Changed';
    expect(fixtures.products[0]?.title).not.toBe('Changed');
    expect(createMockStore().products[0]?.title).not.toBe('Changed');
  });

  it('keeps only the demo users in the empty seed', () => {
    const store = createMockStore({ seed: 'empty' });
    expect(store.products).toEqual([]);
    expect(store.orders).toEqual([]);
    expect(store.featureImages).toEqual([]);
    expect(store.findUserByEmail(fixtures.users.shopper.email)).toBeDefined();
    expect(store.findUserByEmail(fixtures.users.admin.email)).toBeDefined();
  });

  it('preselects the session', () => {
    expect(createMockStore({ signedInAs: 'shopper' }).currentUser()?.email).toBe(
      fixtures.users.shopper.email,
    );
    expect(createMockStore({ signedInAs: 'admin' }).currentUser()?.role).toBe('admin');
  });

  it('reset restores data, session, ids and clock', () => {
    const store = createMockStore({ signedInAs: 'shopper' });
    const firstId = store.newId();
    const firstTime = store.now();
    store.products.splice(0, 10);
    store.addresses = [];
    store.signOut();
    store.reset();
    expect(store.products).toHaveLength(fixtures.products.length);
    expect(store.addresses).toHaveLength(fixtures.addresses.length);
    expect(store.currentUser()?.id).toBe(fixtures.users.shopper.id);
    expect(store.newId()).toBe(firstId);
    expect(store.now()).toBe(firstTime);
  });

  it('is deterministic across instances', () => {
    const a = createMockStore();
    const b = createMockStore();
    expect(a.products).toEqual(b.products);
    expect(a.newId()).toBe(b.newId());
    expect(a.newId()).toMatch(/^[0-9a-f]{24}$/);
  });
});

describe('snapshot and restore', () => {
  it('carry a store through JSON, session and sequences included', () => {
    const store = createMockStore({ signedInAs: 'shopper' });
    store.newId();
    store.providerId('order');
    store.now();
    store.addresses = [];
    store.payments.set('order_test_1', { userId: 'u1' });
    const saved = JSON.parse(JSON.stringify(store.snapshot()));
    const revived = createMockStore();
    expect(revived.restore(saved)).toBe(true);
    expect(revived.addresses).toEqual([]);
    expect(revived.currentUser()?.id).toBe(fixtures.users.shopper.id);
    expect(revived.payments.get('order_test_1')).toEqual({ userId: 'u1' });
    // The sequences carry on: no id, provider id or time is handed out twice.
    expect(revived.newId()).toBe(store.newId());
    expect(revived.providerId('pay')).toBe(store.providerId('pay'));
    expect(revived.now()).toBe(store.now());
  });

  it('refuses anything that is not a snapshot of this version, leaving the store alone', () => {
    const store = createMockStore();
    for (const junk of [null, 'x', {}, { ...store.snapshot(), version: 0 }]) {
      expect(store.restore(junk)).toBe(false);
    }
    expect(store.products).toHaveLength(fixtures.products.length);
  });
});
