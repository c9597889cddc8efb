int main(void)
{
  __CPROVER_bool a, b, c;
  int x, y;
  int arr[3] = {1, 4, 9};
  __CPROVER_assert(((a ⇒ b) ⇔ (¬a ∨ b)) ∧ ((a ⊻ b) ≡ (a ≢ b)), "connectives");
  /* ⇒ is right-associative; ⇔ binds weaker than ⇒ */
  __CPROVER_assert((a ⇒ b ⇒ c) ≡ (a ⇒ (b ⇒ c)), "implication associates right");
  __CPROVER_assert((a ⇔ b ⇒ c) ≡ (a ⇔ (b ⇒ c)), "equivalence binds weakest");
  __CPROVER_assert((x ≥ y) ≡ !(x < y) ∧ (x ≤ y) ≡ !(x > y), "relations");
  __CPROVER_assert(∀ int i; (0 ≤ i ∧ i < 3) ⇒ arr[i] ≥ 1, "forall");
  __CPROVER_assert(\forall int i; (0 <= i && i < 3) ==> arr[i] <= 9, "backslash forall");
  __CPROVER_assert((\lambda int k; k * k + 1)(7) ≡ 50, "lambda application");
  __CPROVER_assert(∃ int i; 0 ≤ i ∧ i < 3 ∧ arr[i] ≡ 5, "no element is 5");
  return 0;
}
