/** The Load Sample page: comments, indentation, default and empty attributes, inline CSS and JavaScript. */
export const HTML_SAMPLE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>My Coffee Shop</title>
    <!-- Styles for the menu -->
    <style type="text/css">
      body {
        font-family: Georgia, serif;
        color: #333333;
      }
      .menu li {
        padding: 0px 8px;
      }
    </style>
  </head>
  <body>
    <header class="">
      <h1>Welcome to   My Coffee   Shop</h1>
    </header>
    <!-- The menu -->
    <ul class="menu">
      <li>Espresso</li>
      <li>Cappuccino</li>
      <li>Flat white</li>
    </ul>
    <form method="get" action="/search">
      <input type="text" name="q" placeholder="Search the menu" id="">
      <button type="submit">Search</button>
    </form>
    <p>
      Open every day from 7 am.
    </p>
    <script type="text/javascript">
      // Greet the visitor
      const greeting = "Good morning";
      document.querySelector("h1").title = greeting;
    </script>
  </body>
</html>
`;
