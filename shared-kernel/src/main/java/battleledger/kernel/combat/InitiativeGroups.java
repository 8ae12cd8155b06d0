package battleledger.kernel.combat;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.rules.Playtest;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Group initiative: "A group of identical creatures can roll once for the entire group, with each member of that
 * group acting at the same time" (001 › Combat › Initiative). The group's first member rolls; the members take their
 * turns one after another at the group's place in the order, in the order the GM named them.
 */
final class InitiativeGroups {

    private InitiativeGroups() {
    }

    /** The groups by their first member, checked: two or more creatures each, in one group only, identical. */
    static Map<String, List<String>> check(Facts f, List<List<String>> groups) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        Set<String> seen = new HashSet<>();
        for (List<String> group : groups) {
            if (group.size() < 2) {
                throw RuleViolation.invalid("invalid-group", "a group of identical creatures has two or more members");
            }
            StatBlock first = f.combatant(group.get(0), "groups[]").stats();
            for (String id : group) {
                StatBlock other = f.combatant(id, "groups[]").stats();
                if (!seen.add(id)) {
                    throw RuleViolation.invalid("duplicate-id", "groups name \"" + id + "\" twice");
                }
                if (!identical(first, other)) {
                    throw RuleViolation.illegal("not-identical", Playtest.INITIATIVE, other.name() + " is not "
                            + "identical to " + first.name() + ": only identical creatures roll initiative as a group");
                }
            }
            out.put(group.get(0), group);
        }
        return out;
    }

    /** The same creature but for its id, name and place: side, scores, level, defences, speed, attacks. */
    static boolean identical(StatBlock a, StatBlock b) {
        return a.side().equals(b.side()) && a.abilities().equals(b.abilities()) && a.level() == b.level()
                && a.ac() == b.ac() && a.hp() == b.hp() && a.speed() == b.speed() && a.size() == b.size()
                && a.attacks().equals(b.attacks()) && a.monster() == b.monster();
    }

    /**
     * The encounter's own choice (the option {@code groupInitiative}): every set of two or more identical creatures
     * is a group, in the order they joined the battle.
     */
    static List<List<String>> identical(battleledger.kernel.state.Battle b) {
        List<List<String>> groups = new ArrayList<>();
        for (var c : b.combatants().values()) {
            if (c.dead() || c.away()) {
                continue;
            }
            List<String> home = groups.stream().filter(g -> identical(b.combatant(g.get(0)).stats(), c.stats()))
                    .findFirst().orElse(null);
            if (home == null) {
                groups.add(new ArrayList<>(List.of(c.id())));
            } else {
                home.add(c.id());
            }
        }
        return groups.stream().filter(g -> g.size() > 1).map(List::copyOf).toList();
    }

    /** Whether the creature is a group member other than the one that rolls. */
    static boolean follower(Map<String, List<String>> groups, String id) {
        return groups.values().stream().anyMatch(g -> g.indexOf(id) > 0);
    }

    /** The acting order with each group's first member followed by the rest of its group. */
    static List<String> expand(List<String> order, Map<String, List<String>> groups) {
        List<String> out = new ArrayList<>();
        for (String id : order) {
            out.addAll(groups.getOrDefault(id, List.of(id)));
        }
        return out;
    }
}
