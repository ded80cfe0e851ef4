import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { fakeMatchMedia } from './matchMedia';

// jsdom lacks these browser APIs; tests that care replace them with their own.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: fakeMatchMedia(),
  });
}
window.scrollTo = jest.fn();

// findBy… and waitFor wait up to 5 s (Testing Library's default is 1 s): a lazy page's chunk and data
// come on later ticks, which a busy runner with a worker per core can delay past a second.
configure({ asyncUtilTimeout: 5_000 });
if (!('IntersectionObserver' in window)) {
  class NoopIntersectionObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    writable: true,
    configurable: true,
    value: NoopIntersectionObserver,
  });
}

afterEach(() => {
  window.localStorage.clear();
});

// jest-fixed-jsdom brings Node's FormData, which cannot read a jsdom <form>; React reads one on submit.
{
  const NodeFormData = globalThis.FormData;
  class FormDataFromForm extends NodeFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super();
      if (!form) return;
      for (const element of Array.from(form.elements) as HTMLInputElement[]) {
        if (!element.name || element.disabled) continue;
        if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
        this.append(element.name, element.value);
      }
      const named = submitter as HTMLButtonElement | null | undefined;
      if (named?.name) this.append(named.name, named.value);
    }
  }
  Object.defineProperty(globalThis, 'FormData', { writable: true, configurable: true, value: FormDataFromForm });
}
