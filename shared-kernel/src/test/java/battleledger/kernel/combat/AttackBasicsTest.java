package battleledger.kernel.combat;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.model.Situation;
import battleledger.kernel.model.Situation.Cover;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.combat.AnnAndTheOrc.annBesideOrc;
import static battleledger.kernel.combat.AnnAndTheOrc.bow;
import static battleledger.kernel.combat.AnnAndTheOrc.orc;
import static battleledger.kernel.combat.AnnAndTheOrc.sword;
import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 001 › Combat › Attack Basics: the attack roll against the armor class, natural 1s and 20s, cover, range and reach,
 * unseen targets and damage types.
 */
class AttackBasicsTest {

    @Test
    @DisplayName("001 › Combat › Attack Basics › Attack Rolls: d20 + ability + training against AC; damage on a hit")
    void anAttackThatMeetsTheArmorClassHitsAndDealsItsDamage() {
        // the Attack action (Playtest.ATTACK_ACTION): d20 + modifiers against the AC (Playtest.ATTACKS); the damage
        // comes off the hit points (Playtest.HIT_POINTS)
        annBesideOrc(orc()).when(sword("orc"), 8, 5).then(events -> {
            AttackRolled a = first(events, AttackRolled.class);
            assertThat(a.roll().modifiers()).containsExactly(new Modifier("str", 3), new Modifier("proficiency", 2));
            assertThat(a.roll().total()).isEqualTo(13);
            assertThat(a.roll().against()).isEqualTo(13);
            assertThat(a.hit()).isTrue();
            DamageDealt dmg = first(events, DamageDealt.class);
            assertThat(dmg.roll().total()).isEqualTo(8); // 1d8 (5) + 3 str
            assertThat(dmg.hpAfter()).isEqualTo(7);
        });
    }

    @Test
    void anAttackBelowTheArmorClassMissesAndRollsNoDamage() {
        annBesideOrc(orc()).when(sword("orc"), 7).then(events -> {
            assertThat(first(events, AttackRolled.class).hit()).isFalse();
            assertThat(none(events, DamageDealt.class)).isTrue();
        });
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Attack Rolls › Natural 1: a natural 1 automatically misses")
    void aNatural1MissesWhateverTheTotal() {
        annBesideOrc(Creature.named("orc").side("orcs").ac(1).hp(15)).when(sword("orc"), 1)
                .then(events -> {
                    AttackRolled a = first(events, AttackRolled.class);
                    assertThat(a.hit()).isFalse();
                    assertThat(a.roll().outcome()).isEqualTo("miss (natural 1)");
                    assertThat(a.roll().rule()).isEqualTo("001 › Combat › Attack Basics › Attack Rolls › Natural 1");
                });
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Damage Rolls › Critical Hit: a natural 20 deals the maximum on every damage die")
    void aNatural20IsACriticalHitDealingMaximumDamageWithoutRollingIt() {
        // a natural 20 hits even AC 30 (Playtest.NATURAL_20)
        annBesideOrc(Creature.named("orc").side("orcs").ac(30).hp(15)).when(sword("orc"), 20)
                .then(events -> {
                    AttackRolled a = first(events, AttackRolled.class);
                    assertThat(a.hit()).isTrue();
                    assertThat(a.critical()).isTrue();
                    DamageDealt dmg = first(events, DamageDealt.class);
                    assertThat(dmg.roll().dice()).isEmpty();
                    assertThat(dmg.roll().kept()).containsExactly(8);
                    assertThat(dmg.amount()).isEqualTo(11);
                });
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Cover: half cover +2 AC, three-quarters +5, total cannot be targeted")
    void coverRaisesTheArmorClassAndTotalCoverForbidsTheAttack() {
        Scene s = Scene.of(Creature.named("ann").dex(14).bow("1d6"), orc());
        s.when(bow("orc", new Situation(Cover.HALF, 30, false)), 9).then(events -> {
            AttackRolled a = first(events, AttackRolled.class);
            assertThat(a.acModifiers()).containsExactly(new Modifier("half cover", 2));
            assertThat(a.roll().against()).isEqualTo(15);
        });
        s.when(bow("orc", new Situation(Cover.THREE_QUARTERS, 30, false)), 9)
                .then(events -> assertThat(first(events, AttackRolled.class).roll().against()).isEqualTo(18));
        s.when(bow("orc", new Situation(Cover.TOTAL, 30, false))).thenRejectedWith("total-cover");
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Ranged Attacks: disadvantage beyond normal range, impossible beyond"
            + " long range")
    void rangeDecidesDisadvantageAndReach() {
        Scene s = Scene.of(Creature.named("ann").dex(14).bow("1d6"), orc());
        s.when(bow("orc", new Situation(Cover.NONE, 100, false)), 3, 17).then(events -> {
            AttackRolled a = first(events, AttackRolled.class);
            assertThat(a.roll().disadvantage()).containsExactly("long range");
            assertThat(a.roll().dice()).containsExactly(3, 17);
            assertThat(a.roll().kept()).containsExactly(3);
        });
        s.when(bow("orc", new Situation(Cover.NONE, 321, false))).thenRejectedWith("out-of-range");
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Ranged Attacks › Ranged Attacks in Melee: disadvantage within a "
            + "hostile creature's reach")
    void aRangedAttackWithinAHostileCreaturesReachHasDisadvantage() {
        annBesideOrc(orc()).when(new Attack("ann", "orc", "bow", "ranged", false, null), 15, 4)
                .then(events -> assertThat(first(events, AttackRolled.class).roll().disadvantage())
                        .containsExactly("ranged attack within a hostile creature's reach"));
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Ranged Attacks › Ranged Attacks in Melee: \"a ranged attack with a"
            + " weapon\": a ranged spell attack from beside the orc has no such disadvantage (the caster makes the"
            + " Spell Disruption check instead)")
    void aRangedSpellAttackBesideAHostileCreatureHasNoMeleeDisadvantage() {
        var battle = annBesideOrc(orc()).state().battle();
        var ray = new battleledger.kernel.model.AttackProfile("ray of frost", "int", 2, "1d8", "cold", null,
                List.of(60, 60));
        var weapon = new Strikes.Strike("ann", "orc", ray, false, Situation.OPEN, false, false, true, false);
        var spell = new Strikes.Strike("ann", "orc", ray, false, Situation.OPEN, false, false, true, true);
        var byWeapon = battleledger.kernel.ruleset.Edge.none();
        var bySpell = battleledger.kernel.ruleset.Edge.none();
        Strikes.attackerSide(battle, battle.combatant("ann"), battle.combatant("orc"), weapon, byWeapon,
                new java.util.ArrayList<>());
        Strikes.attackerSide(battle, battle.combatant("ann"), battle.combatant("orc"), spell, bySpell,
                new java.util.ArrayList<>());
        assertThat(byWeapon.disadvantages()).containsExactly("ranged attack within a hostile creature's reach");
        assertThat(bySpell.disadvantages()).isEmpty();
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Melee Attacks: a melee attack reaches only creatures within reach")
    void aMeleeAttackOutOfReachIsRefused() {
        Scene.of(Creature.named("ann").sword("1d8"), orc()).when(sword("orc")).thenRejectedWith("out-of-reach");
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Attacking an Unseen Target: disadvantage on the attack roll")
    void attackingAnUnseenTargetHasDisadvantage() {
        Scene.of(Creature.named("ann").dex(14).bow("1d6"), orc())
                .when(bow("orc", new Situation(Cover.NONE, 30, true)), 16, 2)
                .then(events -> assertThat(first(events, AttackRolled.class).roll().disadvantage())
                        .containsExactly("unseen target"));
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Damage Rolls › Damage Type: resistance halves (rounding down), vulnerability doubles, immunity zeroes")
    void damageTypesAreResistedDoubledOrIgnored() {
        annBesideOrc(orc().resists("slashing")).when(sword("orc"), 15, 4)
                .then(events -> assertThat(first(events, DamageDealt.class).amount()).isEqualTo(3)); // 7 → 3
        annBesideOrc(orc().vulnerableTo("slashing")).when(sword("orc"), 15, 4)
                .then(events -> assertThat(first(events, DamageDealt.class).amount()).isEqualTo(14));
        annBesideOrc(orc().immuneTo("slashing")).when(sword("orc"), 15, 4).then(events -> {
            DamageDealt d = first(events, DamageDealt.class);
            assertThat(d.amount()).isZero();
            assertThat(d.adjustments()).containsExactly(new Modifier("immunity to slashing", -7));
        });
    }
}
