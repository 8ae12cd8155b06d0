package battleledger.kernel.support;

import battleledger.kernel.model.Abilities;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Position;
import battleledger.kernel.model.Size;
import battleledger.kernel.model.StatBlock;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A stat block for tests, built by name: {@code Creature.named("orc").side("orcs").hp(15).ac(13).build()}. */
public final class Creature {

    private final String id;
    private String side = "party";
    private int str = 10;
    private int dex = 10;
    private int con = 10;
    private int intelligence = 10;
    private int wis = 10;
    private int cha = 10;
    private int level = 1;
    private int ac = 10;
    private int hp = 20;
    private int speed = 30;
    private int hitDie = 8;
    private boolean monster;
    private boolean villain;
    private battleledger.kernel.model.Magic magic;
    private String creatureType;
    private final List<String> spells = new ArrayList<>();
    private final java.util.Map<Integer, Integer> slots = new java.util.TreeMap<>();
    private final List<AttackProfile> attacks = new ArrayList<>();
    private final List<String> resistances = new ArrayList<>();
    private final List<String> vulnerabilities = new ArrayList<>();
    private final List<String> immunities = new ArrayList<>();

    private Creature(String id) {
        this.id = id;
    }

    private battleledger.kernel.model.Gear gear;
    private java.util.Map<String, Integer> skills;
    private battleledger.kernel.model.Position position;
    private Size size = Size.MEDIUM;

    public static Creature named(String id) {
        return new Creature(id);
    }

    public Creature side(String s) { side = s; return this; }
    public Creature str(int v) { str = v; return this; }
    public Creature dex(int v) { dex = v; return this; }
    public Creature con(int v) { con = v; return this; }
    public Creature wis(int v) { wis = v; return this; }
    public Creature level(int v) { level = v; return this; }
    public Creature ac(int v) { ac = v; return this; }
    public Creature hp(int v) { hp = v; return this; }
    public Creature speed(int v) { speed = v; return this; }
    public Creature monster() { monster = true; return this; }
    public Creature villain() { monster = true; villain = true; return this; }
    public Creature resists(String t) { resistances.add(t); return this; }
    public Creature type(String t) { creatureType = t; return this; }
    public Creature hitDie(int v) { hitDie = v; return this; }
    public Creature knows(String... known) { spells.addAll(List.of(known)); return this; }
    public Creature magic(battleledger.kernel.model.Magic m) { magic = m; return this; }

    /** A wizard of the given level with Int 18 (+4), magic training 2, knowing these spells, 9 slots of each level. */
    public Creature wizard(int casterLevel, String... known) {
        magic = new battleledger.kernel.model.Magic("int", "wizard", casterLevel, 2, true, false);
        spells.addAll(List.of(known));
        for (int l = 1; l <= 9; l++) {
            slots.put(l, 9);
        }
        return this;
    }

    public Creature cleric(int casterLevel, String... known) {
        wizard(casterLevel, known);
        magic = new battleledger.kernel.model.Magic("wis", "cleric", casterLevel, 2, false, false);
        return this;
    }

    public Creature innate() {
        magic = new battleledger.kernel.model.Magic(magic.ability(), null, magic.casterLevel(), magic.training(),
                false, true);
        return this;
    }

    /** What it has to hand: hands free, a component pouch, ritual components' worth in gp. */
    public Creature gear(int handsFree, boolean materials, Integer ritualGp) {
        gear = new battleledger.kernel.model.Gear(handsFree, materials, ritualGp);
        return this;
    }

    /** The skills it is trained in, with the training bonus (001 › Combat › Actions in Combat › Help). */
    public Creature trained(String... skills) {
        this.skills = new java.util.TreeMap<>();
        for (String s : skills) {
            this.skills.put(s, 2);
        }
        return this;
    }

    /** The pounds it carries (001 › Ability Scores › Strength › Carrying Capacity). */
    public Creature carrying(int pounds) {
        gear = new battleledger.kernel.model.Gear(gear == null ? 1 : gear.handsFree(), gear == null || gear.materials(),
                gear == null ? null : gear.ritualGp(), pounds);
        return this;
    }

    /** The items in its hands, and how many hands it has free besides (001 › Combat › Use an Item). */
    public Creature holding(int handsFree, String... items) {
        gear = new battleledger.kernel.model.Gear(handsFree, gear == null || gear.materials(),
                gear == null ? null : gear.ritualGp(), gear == null ? null : gear.carried(), List.of(items));
        return this;
    }

    /** Its anchor cell on the grid. */
    public Creature at(int x, int y) {
        position = new battleledger.kernel.model.Position(x, y);
        return this;
    }

    public Creature size(Size s) {
        size = s;
        return this;
    }

    /** A melee weapon with a longer reach: str, proficiency 2. */
    public Creature glaive(String damage, int reach) {
        attacks.add(new AttackProfile("glaive", "str", 2, damage, "slashing", reach, null));
        return this;
    }

    public Creature slots(int level, int count) { slots.put(level, count); return this; }
    public Creature vulnerableTo(String t) { vulnerabilities.add(t); return this; }
    public Creature immuneTo(String t) { immunities.add(t); return this; }

    /** A melee weapon: str, proficiency 2, reach 5. */
    public Creature sword(String damage) {
        attacks.add(new AttackProfile("sword", "str", 2, damage, "slashing", 5, null));
        return this;
    }

    /** A dagger: dex, proficiency 2, reach 5, thrown 20/60. */
    public Creature dagger() {
        attacks.add(new AttackProfile("dagger", "dex", 2, "1d4", "piercing", 5, List.of(20, 60)));
        return this;
    }

    /** A ranged weapon: dex, proficiency 2, range 80/320. */
    public Creature bow(String damage) {
        attacks.add(new AttackProfile("bow", "dex", 2, damage, "piercing", null, List.of(80, 320)));
        return this;
    }

    public StatBlock build() {
        return new StatBlock(id, Character.toUpperCase(id.charAt(0)) + id.substring(1), side,
                Abilities.of(str, dex, con, magic != null && magic.ability().equals("int") ? 18 : intelligence, magic != null && magic.ability().equals("wis") ? 18 : wis, cha), level, ac, hp, speed, size, position,
                List.copyOf(attacks), List.copyOf(spells), slots, List.copyOf(resistances), List.copyOf(vulnerabilities),
                List.copyOf(immunities), monster, villain, hitDie, magic, creatureType, gear, null, skills, null, null);
    }
}
