package battleledger.kernel.simulation;

import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The answer of a what-if: per side the share of runs it won with a 95% Wilson score interval, the draws (runs that
 * hit the caps), the rounds to the end, per combatant the share of runs it survived and its mean hit points at the
 * end, the spells begun, and the dice drawn over all runs.
 */
public record WhatIfTable(int fromStep, int runs, long seed, int maxRounds, List<SideOdds> sides, int draws,
                          Rounds rounds, List<CombatantOdds> combatants, Map<String, Integer> spellsCast,
                          long diceDrawn) {

    /** How often a side won, with the 95% interval of that probability. */
    public record SideOdds(String side, int wins, double probability, double low, double high) {
    }

    /** The round each run ended in: the mean, the least and the most. */
    public record Rounds(double mean, int min, int max) {
    }

    /** A combatant's share of runs survived and its mean hit points at the end (removed: taken off by the what-if). */
    public record CombatantOdds(String id, String side, double survival, double meanHp, boolean removed) {
    }

    static WhatIfTable of(WhatIf.Request r, Battle fork, List<Playout.Result> results) {
        int n = results.size();
        List<SideOdds> sides = new ArrayList<>();
        for (String side : Standing.allSides(fork)) {
            int wins = (int) results.stream().filter(x -> side.equals(x.winner())).count();
            double[] ci = wilson(wins, n);
            sides.add(new SideOdds(side, wins, round((double) wins / n), round(ci[0]), round(ci[1])));
        }
        int draws = (int) results.stream().filter(x -> x.winner() == null).count();
        Rounds rounds = new Rounds(round(results.stream().mapToInt(Playout.Result::rounds).average().orElse(0)),
                results.stream().mapToInt(Playout.Result::rounds).min().orElse(0),
                results.stream().mapToInt(Playout.Result::rounds).max().orElse(0));
        List<CombatantOdds> combatants = new ArrayList<>();
        for (Combatant c : fork.combatants().values()) {
            boolean removed = r.changes().remove().contains(c.id());
            double survived = results.stream().filter(x -> x.survived().getOrDefault(c.id(), false)).count();
            double hp = results.stream().mapToInt(x -> x.hp().getOrDefault(c.id(), 0)).average().orElse(0);
            combatants.add(new CombatantOdds(c.id(), c.stats().side(), removed ? 0 : round(survived / n), round(hp),
                    removed));
        }
        Map<String, Integer> spells = new TreeMap<>();
        results.forEach(x -> x.spells().forEach((k, v) -> spells.merge(k, v, Integer::sum)));
        long dice = results.stream().mapToLong(Playout.Result::diceDrawn).sum();
        return new WhatIfTable(r.fromStep(), n, r.seed(), r.maxRounds(), sides, draws, rounds, combatants,
                new LinkedHashMap<>(spells), dice);
    }

    /** The Wilson score interval at 95% (z = 1.96) for {@code k} successes in {@code n} trials. */
    public static double[] wilson(int k, int n) {
        double z = 1.959963984540054;
        double p = (double) k / n;
        double z2n = z * z / n;
        double centre = (p + z2n / 2) / (1 + z2n);
        double half = z * Math.sqrt(p * (1 - p) / n + z2n / (4.0 * n)) / (1 + z2n);
        return new double[]{Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    static double round(double v) {
        return Math.round(v * 10_000) / 10_000.0;
    }
}
