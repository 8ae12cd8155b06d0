package battleledger.ledger.bench;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;

/** The measurements against one running service: command rates, reads, read-your-writes, revision, verify, rebuild. */
final class Runs {

    private final Service service;
    private final Battles.Target target;
    private final long millis;
    private final String prefix;
    private final List<Battles.TurnPlayer> players = new ArrayList<>();
    private String one;

    Runs(Service service, Battles.Target target, long millis, String prefix) {
        this.service = service;
        this.target = target;
        this.millis = millis;
        this.prefix = prefix;
    }

    /** Sets up {@code clients} players of two encounters each (made once, reused by every run). */
    void players(int clients) throws Exception {
        int from = players.size();
        if (from >= clients) {
            return;
        }
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(8);
        try {
            List<java.util.concurrent.Future<Battles.TurnPlayer>> made = new ArrayList<>();
            for (int i = from; i < clients; i++) {
                List<String> ids = List.of(prefix + "-" + i + "a", prefix + "-" + i + "b");
                made.add(pool.submit(() -> {
                    List<List<String>> orders = new ArrayList<>();
                    for (String id : ids) {
                        orders.add(Battles.setUp(service, id));
                    }
                    return new Battles.TurnPlayer(target, ids, orders);
                }));
            }
            for (var f : made) {
                players.add(f.get());
            }
        } finally {
            pool.shutdown();
        }
    }

    /** The players made so far, as clients for a run. */
    Clients.PerClient playersView() {
        return players::get;
    }

    /** Turns played on encounters spread over {@code clients} clients. */
    Clients.Result spread(int clients) throws Exception {
        players(clients);
        return Clients.run(clients, millis, players::get);
    }

    /** The same run, counted until the projections have caught up with the last command of every client. */
    Clients.Result[] spreadWithCatchUp(int clients) throws Exception {
        Clients.Result r = spread(clients);
        long t0 = System.nanoTime();
        caughtUp(clients);
        long nanos = r.nanos() + System.nanoTime() - t0;
        return new Clients.Result[]{r, new Clients.Result(r.ok(), r.failed(), nanos, r.p50(), r.p99(), r.max())};
    }

    private void caughtUp(int clients) throws Exception {
        for (int i = 0; i < clients; i++) {
            Battles.TurnPlayer p = players.get(i);
            if (p.lastPosition >= 0) {
                for (String id : p.ids()) {
                    service.read("/encounters/" + id + "?after=" + p.lastPosition);
                }
            }
        }
    }

    /** The GM calling checks on one encounter from every client at once. */
    Clients.Result oneEncounter(int clients) throws Exception {
        if (one == null) {
            one = prefix + "-one";
            Battles.setUp(service, one);
        }
        return Clients.run(clients, millis, i -> () -> target.command(one, Battles.check("ann")) >= 0);
    }

    /** Reads of the combatants of encounters spread over the clients, none waiting for a write. */
    Clients.Result reads(int clients) throws Exception {
        return reads(clients, millis);
    }

    /** The same for {@code forMillis} (a warm-up). */
    Clients.Result reads(int clients, long forMillis) throws Exception {
        players(clients);
        return Clients.run(clients, forMillis, i -> {
            String path = "/encounters/" + players.get(i).ids().get(0) + "/combatants";
            return () -> service.get(path).statusCode() == 200;
        });
    }

    /**
     * Read-your-writes delay alone: the time of the {@code ?after=} read that follows each answer, for the figure's
     * length and on until {@link Probing} has samples enough for a p99, the writers writing all along.
     */
    Clients.Result readYourWritesDelay(int writers) throws Exception {
        players(writers + 1);
        java.util.concurrent.atomic.AtomicBoolean probing = new java.util.concurrent.atomic.AtomicBoolean(true);
        Thread background = null;
        if (writers > 0) {
            background = new Thread(() -> {
                try {
                    Clients.run(writers, probing::get, i -> players.get(i + 1));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            background.start();
        }
        String id = players.get(0).ids().get(0);
        List<Long> delays = new ArrayList<>();
        long start = System.nanoTime();
        Probing rule = Probing.from(start, millis);
        int failed = 0;
        while (rule.goOn(delays.size(), System.nanoTime())) {
            long position = target.command(id, Battles.check("ann"));
            long t0 = System.nanoTime();
            if (position < 0 || service.get("/encounters/" + id + "/combatants?after=" + position)
                    .statusCode() != 200) {
                failed++;
                continue;
            }
            delays.add(System.nanoTime() - t0);
        }
        probing.set(false);
        if (background != null) {
            background.join();
        }
        return Clients.Result.of(failed, System.nanoTime() - start,
                delays.stream().mapToLong(Long::longValue).toArray());
    }

    /** A battle of {@code steps} steps with a check called early on; answers its id and the check's step. */
    int[] deepBattle(String id, int steps) throws Exception {
        List<String> order = Battles.setUp(service, id);
        long position = target.command(id, Battles.check("ann"));
        int checkStep = 6;
        int turn = 0;
        int step = 6;
        while (step < steps) {
            position = target.command(id, Battles.endTurn(order.get(turn++ % 3)));
            if (position < 0) {
                throw new IllegalStateException("the deep battle's EndTurn was refused at step " + step);
            }
            step++;
        }
        service.read("/encounters/" + id + "?after=" + position);
        return new int[]{step, checkStep};
    }

    /**
     * Overrides the early check's roll with {@code face}: the answer's time, and the time until the projection shows
     * it.
     */
    long[] revision(String id, int checkStep, int face) throws Exception {
        long t0 = System.nanoTime();
        JsonNode answer = service.postOk("/encounters/" + id + "/commands",
                "{\"type\":\"OverrideRoll\",\"step\":" + checkStep + ",\"roll\":0,\"dice\":[" + face + "]}");
        long answered = System.nanoTime() - t0;
        service.read("/encounters/" + id + "/timeline?after=" + answer.get("position").asLong());
        return new long[]{answered, System.nanoTime() - t0};
    }

    /** /verify of the encounter: its steps and how long it took. */
    long[] verify(String id) throws Exception {
        long t0 = System.nanoTime();
        JsonNode v = service.read("/encounters/" + id + "/verify");
        if (!v.get("verified").asBoolean()) {
            throw new IllegalStateException(id + " did not verify: " + v);
        }
        return new long[]{v.get("steps").asLong(), System.nanoTime() - t0};
    }

    /** Rebuilds every read model: events folded, and the time. */
    long[] rebuild() throws Exception {
        long t0 = System.nanoTime();
        JsonNode r = service.postOk("/admin/projections/rebuild", "");
        return new long[]{r.get("events").asLong(), System.nanoTime() - t0};
    }
}
