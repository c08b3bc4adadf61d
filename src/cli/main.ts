console.log('airlock: not ready');
