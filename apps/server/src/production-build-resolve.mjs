// Resolve hook: react-router's dist/development/* → dist/production/* (same file names in both folders).
export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  if (result.url.includes('/node_modules/react-router/dist/development/')) {
    return { ...result, url: result.url.replace('/dist/development/', '/dist/production/') };
  }
  return result;
}
