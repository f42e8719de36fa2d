/** The Load Sample script: a small shopping cart whose total is shown with 2 decimals and a dollar sign. */
export const JS_SAMPLE = `// Shopping cart: adds items, applies a discount and shows the total
const TAX_RATE = 0.08;
const FREE_SHIPPING_FROM = 50;

/* Every item in the cart: a name, a unit price and a quantity */
const cart = [];

function addItem(name, price, quantity = 1) {
  const existing = cart.find((item) => item.name === name);
  if (existing) {
    existing.quantity += quantity;
  } else {
    cart.push({ name: name, price: price, quantity: quantity });
  }
  console.log("Added " + quantity + " x " + name);
}

function subtotal() {
  let sum = 0;
  for (const item of cart) {
    sum += item.price * item.quantity;
  }
  return sum;
}

function calculateTotal(discountCode) {
  let total = subtotal();
  const isMember = discountCode === "SAVE10";
  if (isMember === true) {
    total = total * 0.9;
  }
  let freeShipping = false;
  if (total >= FREE_SHIPPING_FROM) {
    freeShipping = true;
  }
  const shipping = freeShipping ? 0 : 4.99;
  return total * (1 + TAX_RATE) + shipping;
}

addItem("Coffee beans", 12.5, 2);
addItem("Ceramic mug", 8.99);
addItem("Milk frother", 24.95);

const total = calculateTotal("SAVE10");
console.log("Cart total: $" + total.toFixed(2));
`;
