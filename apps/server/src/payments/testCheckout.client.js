// Stand-in for https://checkout.razorpay.com/v1/checkout.js, served by the Atelier server when
// its test payment provider is active. Same browser interface: new Razorpay(options).open(),
// .on('payment.failed', cb), options.handler({ razorpay_order_id, razorpay_payment_id,
// razorpay_signature }) and options.modal.ondismiss(). The window is keyboard accessible.
(() => {
  const script = document.currentScript;
  const origin = script?.src ? new URL(script.src).origin : window.location.origin;

  function formatAmount(amount, currency) {
    try {
      return new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: currency || 'INR',
      }).format((Number(amount) || 0) / 100);
    } catch {
      return `${(Number(amount) || 0) / 100} ${currency || ''}`;
    }
  }

  function css(element, styles) {
    Object.assign(element.style, styles);
    return element;
  }

  function button(label, primary) {
    const el = document.createElement('button');
    el.type = 'button';
    el.textContent = label;
    css(el, {
      font: 'inherit',
      padding: '10px 16px',
      borderRadius: '8px',
      border: primary ? '2px solid #0b5394' : '2px solid #57606a',
      background: primary ? '#0b5394' : '#ffffff',
      color: primary ? '#ffffff' : '#1f2328',
      cursor: 'pointer',
      minWidth: '96px',
    });
    el.addEventListener('focus', () => {
      el.style.outline = '3px solid #f2b134';
      el.style.outlineOffset = '2px';
    });
    el.addEventListener('blur', () => {
      el.style.outline = 'none';
    });
    return el;
  }

  class Razorpay {
    constructor(options) {
      this.options = options || {};
      this.listeners = {};
      this.root = null;
    }

    on(event, callback) {
      if (!this.listeners[event]) this.listeners[event] = [];
      this.listeners[event].push(callback);
      return this;
    }

    emit(event, payload) {
      for (const callback of this.listeners[event] || []) callback(payload);
    }

    open() {
      if (this.root) return;
      const options = this.options;
      this.returnFocus = document.activeElement;

      const backdrop = css(document.createElement('div'), {
        position: 'fixed',
        inset: '0',
        background: 'rgba(15, 23, 42, 0.55)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        zIndex: '2147483647',
        fontFamily: 'system-ui, sans-serif',
      });
      const dialog = css(document.createElement('div'), {
        background: '#ffffff',
        color: '#1f2328',
        borderRadius: '12px',
        padding: '24px',
        width: 'min(92vw, 380px)',
        boxShadow: '0 20px 50px rgba(0,0,0,0.3)',
      });
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'atelier-test-pay-title');
      dialog.setAttribute('aria-describedby', 'atelier-test-pay-desc');

      const title = document.createElement('h2');
      title.id = 'atelier-test-pay-title';
      title.textContent = options.name ? `${options.name} — test payment` : 'Test payment';
      css(title, { fontSize: '20px', margin: '0 0 8px' });

      const description = document.createElement('p');
      description.id = 'atelier-test-pay-desc';
      description.textContent = `${options.description ? `${options.description}. ` : ''}Amount: ${formatAmount(options.amount, options.currency)}. No real money moves.`;
      css(description, { margin: '0 0 16px', color: '#424a53' });

      const status = document.createElement('p');
      status.setAttribute('role', 'status');
      css(status, { minHeight: '1.2em', margin: '0 0 12px', color: '#424a53' });

      const actions = css(document.createElement('div'), {
        display: 'flex',
        gap: '8px',
        flexWrap: 'wrap',
      });
      const pay = button(`Pay ${formatAmount(options.amount, options.currency)}`, true);
      const fail = button('Fail payment', false);
      const close = button('Close', false);
      actions.append(pay, fail, close);
      dialog.append(title, description, status, actions);
      backdrop.append(dialog);

      const buttons = [pay, fail, close];
      const setBusy = (busy) => {
        for (const b of buttons) b.disabled = busy;
      };

      pay.addEventListener('click', async () => {
        setBusy(true);
        status.textContent = 'Processing payment…';
        try {
          const response = await fetch(`${origin}/api/payments/test/pay`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ order_id: options.order_id }),
          });
          if (!response.ok) throw new Error(`status ${response.status}`);
          const ids = await response.json();
          this.close();
          if (typeof options.handler === 'function') options.handler(ids);
        } catch {
          setBusy(false);
          status.textContent = 'The test payment service did not answer.';
          this.emit('payment.failed', {
            error: {
              code: 'GATEWAY_ERROR',
              description: 'The test payment service did not answer',
              source: 'gateway',
              step: 'payment_authorization',
              reason: 'gateway_unavailable',
              metadata: { order_id: options.order_id },
            },
          });
        }
      });

      fail.addEventListener('click', () => {
        this.close();
        this.emit('payment.failed', {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Payment declined by the test provider',
            source: 'customer',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: { order_id: options.order_id, payment_id: '' },
          },
        });
      });

      const dismiss = () => {
        this.close();
        if (options.modal && typeof options.modal.ondismiss === 'function')
          options.modal.ondismiss();
      };
      close.addEventListener('click', dismiss);

      // Escape dismisses; Tab and Shift+Tab stay inside the window while it is open.
      backdrop.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          dismiss();
        } else if (event.key === 'Tab') {
          const enabled = buttons.filter((b) => !b.disabled);
          if (!enabled.length) return;
          const first = enabled[0];
          const last = enabled[enabled.length - 1];
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first.focus();
          }
        }
      });

      document.body.append(backdrop);
      this.root = backdrop;
      pay.focus();
    }

    close() {
      if (!this.root) return;
      this.root.remove();
      this.root = null;
      if (this.returnFocus && typeof this.returnFocus.focus === 'function')
        this.returnFocus.focus();
    }
  }

  window.Razorpay = Razorpay;
})();
