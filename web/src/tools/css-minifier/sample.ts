/** The Load Sample stylesheet: comments, long colours, zero units, a repeated selector and an empty rule. */
export const CSS_SAMPLE = `/* Main layout */
body {
  margin: 0px;
  padding: 0px;
  font-family: "Helvetica Neue", Arial, sans-serif;
  background-color: #ffffff;
  color: #333333;
}

.header {
  background: white;
  border-bottom: 1px solid #cccccc;
  padding: 16px 0px;
}

/* Space under the header */
.header {
  margin-bottom: 24px;
}

.button {
  display: inline-block;
  padding: 8px 16px;
  color: white;
  background-color: #ff0000;
  border-radius: 4px;
}

/* Hover state */
.button:hover {
  background-color: #cc0000;
}

.unused {
}

@media (max-width: 600px) {
  .button {
    display: block;
    margin: 0px auto;
  }
}
`;
